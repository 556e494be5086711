import Foundation
import LatticeCore

/// Reduces a failing input of the layout target to a small tree that fails the same
/// way, for its regression test: `FuzzLayout --reduce FILE OUT`.
///
/// libFuzzer's own minimizer works on bytes, which for a tree rarely keeps it failing;
/// this one works on the decoded tree, greedily, until nothing more can go: it removes
/// subtrees, resets style properties to their defaults, drops content and words, and
/// simplifies the space, keeping each change while the input still fails with the same
/// message (its numbers aside), or still running past a time limit when the input does.
/// A failure stops the process, so each candidate runs in a process of its own (this
/// program, given the candidate's file).
struct TreeReducer {
    let executable: String
    let workFile: String
    /// The failure's message, numbers masked, that candidates must reproduce.
    private(set) var message = ""
    private(set) var attempts = 0
    /// How long a candidate may run: longer is a `timeout` (the failure when the input
    /// being reduced takes as long).
    var timeLimit = 10.0

    init(workFile: String) {
        executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        self.workFile = workFile
    }

    /// The reduced tree of `bytes`, or `nil` when they do not fail.
    mutating func reduce(_ bytes: [UInt8]) -> TreeCoding? {
        var tree = bytes.withUnsafeBufferPointer { TreeCoding(decoding: $0) }
        guard let failure = run(TreeCoding.encode(tree.root, available: tree.available)) else { return nil }
        message = failure
        print("reducing a failure: \(failure)")
        var encoded = TreeCoding.encode(tree.root, available: tree.available)
        var changed = true
        while changed {
            changed = false
            for candidate in candidates(of: tree) {
                // (A change can encode as the tree did, a field reset to a value that
                // decodes as the one it had: it would be kept again and again.)
                let bytes = TreeCoding.encode(candidate.root, available: candidate.available)
                guard bytes != encoded, run(bytes) == message else { continue }
                tree = candidate
                encoded = bytes
                changed = true
                print("  \(tree.root.count) nodes (\(attempts) runs)")
                break
            }
        }
        return tree
    }

    /// Smaller trees than `tree`, the ones that cut most first.
    private func candidates(of tree: TreeCoding) -> [TreeCoding] {
        var result: [TreeCoding] = []
        func with(_ change: (inout TreeCoding) -> Void) {
            var candidate = tree
            change(&candidate)
            result.append(candidate)
        }
        let paths = tree.root.paths
        // Whole subtrees, and a node in place of its parent.
        for path in paths where !path.isEmpty {
            with { $0.root.remove(at: path) }
        }
        for path in paths where !path.isEmpty {
            with { $0.root[path.dropLast()] = $0.root[path] }
        }
        // Style properties, content, words.
        let defaults = Style()
        for path in paths {
            let node = tree.root[path]
            for field in StyleField.allCases {
                var mine = ByteEncoder(), theirs = ByteEncoder(), style = node.style, plain = defaults
                mine.code(field, of: &style)
                theirs.code(field, of: &plain)
                guard mine.bytes != theirs.bytes else { continue }
                with { candidate in
                    var decoder = theirs.bytes.withUnsafeBufferPointer { ByteDecoder($0) }
                    var reset = candidate.root[path].style
                    decoder.code(field, of: &reset)
                    candidate.root[path].style = reset
                }
            }
            if node.content != nil { with { $0.root[path].content = nil } }
            if case .words(let words) = node.content, words.widths.count > 1 {
                for index in words.widths.indices {
                    var fewer = words.widths
                    fewer.remove(at: index)
                    with { $0.root[path].content = .words(WordsContent(widths: fewer, lineHeight: words.lineHeight, font: words.font)) }
                }
            }
        }
        // Spaces go one way, toward the plainest (800 px, then max-content), so that two
        // which both fail are not tried in turn for ever.
        let plainSpaces: [AvailableSpace] = [.definite(800), .maxContent]
        let widthRank = plainSpaces.firstIndex(of: tree.available.width) ?? plainSpaces.count
        let heightRank = plainSpaces.firstIndex(of: tree.available.height) ?? plainSpaces.count
        for space in plainSpaces[..<widthRank] { with { $0.available.width = space } }
        for space in plainSpaces[..<heightRank] { with { $0.available.height = space } }
        return result
    }

    /// The failure message of `bytes` (numbers masked; `timeout` past ``timeLimit``),
    /// or `nil` when they pass.
    private mutating func run(_ bytes: [UInt8]) -> String? {
        attempts += 1
        FileManager.default.createFile(atPath: workFile, contents: Data(bytes))
        let log = workFile + ".log"
        FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [workFile]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: log)
        guard (try? process.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return "timeout"
        }
        guard process.terminationStatus != 0 else { return nil }
        let text = String(decoding: FileManager.default.contents(atPath: log) ?? Data(), as: UTF8.self)
        let line = text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("ERROR:") }
        return line.map { String($0).replacing(/[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?/, with: "#") } ?? "exit \(process.terminationStatus)"
    }
}

extension TreeNode {
    /// The number of nodes in the subtree.
    var count: Int { children.reduce(1) { $0 + $1.count } }

    /// The path (child indices from here) of every node in the subtree, this one first.
    var paths: [[Int]] {
        [[]] + children.indices.flatMap { index in children[index].paths.map { [index] + $0 } }
    }

    /// The node at `path`.
    subscript<Path: Collection<Int>>(path: Path) -> TreeNode {
        get { path.first.map { children[$0][path.dropFirst()] } ?? self }
        set {
            if let first = path.first { children[first][path.dropFirst()] = newValue } else { self = newValue }
        }
    }

    /// Removes the node at `path` (not empty) from its parent.
    mutating func remove(at path: [Int]) {
        self[path.dropLast()].children.remove(at: path[path.count - 1])
    }
}

extension TreeReducer {
    /// `--reduce FILE OUT`: writes the reduced input to OUT and prints its tree; returns
    /// the exit status.
    static func command(input: String, output: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: input) else {
            print("error: cannot read \(input)")
            return 1
        }
        var reducer = TreeReducer(workFile: output + ".candidate")
        defer { try? FileManager.default.removeItem(atPath: output + ".candidate") }
        guard let tree = reducer.reduce([UInt8](data)) else {
            print("\(input) does not fail")
            return 1
        }
        FileManager.default.createFile(atPath: output, contents: Data(TreeCoding.encode(tree.root, available: tree.available)))
        print("\(reducer.attempts) runs; \(output) fails with: \(reducer.message)\n\(tree.description)")
        return 0
    }
}
