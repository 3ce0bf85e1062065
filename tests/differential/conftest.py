"""The differential scenarios are run by tests/test_differential.py (which marks the ones that
hit a listed reference-engine difference), not collected a second time as plain scenario files
by tests/conftest.py."""
collect_ignore = ["scenarios", "oracle.py", "difforacle"]
