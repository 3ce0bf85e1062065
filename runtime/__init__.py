"""The gicc runtime: plays matches with compiled card modules.  Never imports `compiler`."""
