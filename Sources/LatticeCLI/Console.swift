import Foundation
import LatticeInput

/// Standard output and error, and whether they are terminals.
enum Console {
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's width in columns: `$COLUMNS`, else the terminal's, else 80.
    static var columns: Int {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(text), value > 0 {
            return value
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints `error: <problem>` on one line to standard error.
    static func report(_ problem: CustomStringConvertible) {
        error("error: \(problem)\n")
    }

    /// Writes `text` to the file at `path`, or to standard output when `path` is `nil` or `-`.
    static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, "cannot write the file")
        }
    }
}

/// A one-line status on standard error, only when it is a terminal: what a long
/// run is doing, replaced as it goes, erased at the end.
final class StatusLine {
    private let enabled = Console.errorIsTerminal
    private var showing = false

    func show(_ text: String) {
        guard enabled else { return }
        showing = true
        Console.error("\r\u{1B}[K" + text.prefix(100))
    }

    func clear() {
        guard showing else { return }
        showing = false
        Console.error("\r\u{1B}[K")
    }
}
