"""Size limits of card input, shared by the reader (build.read_card) and the parser without
either importing the other: a warm build reads files but never loads the parser (Lark)."""

MAX_BYTES = 1 << 20     # the largest card file
