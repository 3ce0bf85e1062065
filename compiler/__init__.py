"""gicc's compiler: card text → parse tree → AST → checked AST → Python modules."""
VERSION = "0.1.0"
