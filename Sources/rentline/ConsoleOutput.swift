import AdminConsole
import Foundation

/// Where the console's results go: standard output, through the pager when they are taller than the screen and
/// paging is on, and standard error.
struct ConsoleOutput {
    let pager: Pager?

    func emit(_ result: AdminShell.Result, settings: ConsoleSettings) {
        if !result.output.isEmpty && !paged(result.output, settings: settings) {
            FileHandle.standardOutput.write(Data(result.output.utf8))
        }
        if !result.errors.isEmpty { FileHandle.standardError.write(Data(result.errors.utf8)) }
    }

    /// Whether `text` went through the pager, which it does only when paging is on and it is taller than the screen.
    private func paged(_ text: String, settings: ConsoleSettings) -> Bool {
        guard settings.pager, let pager, Pager.needed(for: text, rows: TerminalSize.current().rows) else { return false }
        return pager.show(text)
    }
}
