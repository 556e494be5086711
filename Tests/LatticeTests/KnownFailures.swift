import Foundation

/// `KnownFailures.txt`: one `name  # reason` a line; `#` comments and blank lines allowed.
/// Fixtures are named `folder/stem` (ConformanceTests), benchmark cases `bench/S<k>_<items>`
/// (BenchmarkAnswerTests).
struct KnownFailures {
    /// Listed name → line number.
    var lines: [String: Int] = [:]
    var problems: [String] = []

    /// The list beside this file, `Tests/LatticeTests/KnownFailures.txt`.
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("KnownFailures.txt").path

    /// Reads the list beside this file.
    static func read() throws -> KnownFailures {
        try KnownFailures(contentsOf: path)
    }

    /// Whether `name` is a benchmark case's, like `bench/S7_1000`, which
    /// BenchmarkAnswerTests checks, rather than a fixture's.
    static func isBenchmarkCase(_ name: String) -> Bool {
        name.hasPrefix("bench/")
    }

    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            let where_ = "KnownFailures.txt:\(index + 1)"
            if parts.count < 2 || parts[1].trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("\(where_): \(name) has no `# reason`")
            }
            if let first = lines[name] {
                problems.append("\(where_): \(name) is listed already on line \(first)")
            }
            lines[name] = lines[name] ?? index + 1
        }
    }
}
