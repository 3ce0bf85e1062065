// Starts `gicc lsp` (the language server of the card language) for *.card files.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("gicc");
  const serverOptions = {
    command: config.get("server.command", "gicc"),
    args: ["lsp", ...config.get("server.args", [])],
  };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "gicc" },
      { scheme: "untitled", language: "gicc" },
    ],
  };
  client = new LanguageClient("gicc", "gicc card language", serverOptions, clientOptions);
  client.start();
  context.subscriptions.push(client);
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
