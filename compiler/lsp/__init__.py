"""The language server of the card language (`gicc lsp`), on pygls.

  server.py      the server: documents, diagnostics as you type, the requests it answers
  index.py       the library as the server keeps it (Library) and its card text (Texts)
  positions.py   spans to the protocol's positions, the word under the cursor
  words.py       the registry's words with signatures and docs (hover and completion read it)
  hover.py       hover: card text in three languages and facts; a word's signature and doc
  completion.py  completion of words and the library's names
  navigation.py  go to definition, find references
  edits.py       formatting and the "did you mean" code actions"""
