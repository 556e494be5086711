import CLibFuzzer
import Foundation

/// The entry point of a fuzz target's program.
///
/// SwiftPM compiles an executable target's top-level code into a function named
/// `<target>_main` and links the program's `main` to it (`--defsym main=<target>_main`,
/// so that tests can link the target's module). libFuzzer's own `main` is therefore
/// never linked, and the program calls libFuzzer instead: ``run(_:seeds:)`` hands the
/// command line to `LLVMFuzzerRunDriver`, which takes the same options and behaves as
/// libFuzzer's `main` would (fuzzing a corpus folder, or running the files it is given).
///
/// Built without `LATTICE_FUZZER` (no libFuzzer, e.g. `swift build --package-path Fuzz`),
/// the program runs the test once on every file it is given (every file in a folder it
/// is given): a crash found by fuzzing replays in an ordinary debug build.
///
/// Either way, `TARGET --write-seeds FOLDER REPOSITORY` writes the target's seed corpus
/// (made from the repository's fixtures, benchmark scenarios and examples) into FOLDER,
/// and `TARGET --describe FILE` prints the input in FILE as the target reads it (for a
/// target whose input is not text: see `describe`).
///
/// ```swift
/// // main.swift of a target
/// FuzzDriver.run({ data, size in
///     CSSTarget.test(UnsafeBufferPointer(start: data, count: size))
///     return 0
/// }, seeds: CSSSeeds.write)
/// ```
public enum FuzzDriver {
    /// libFuzzer's test function: the input's bytes and count; returns 0.
    public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs the program: writes seeds, fuzzes, or replays files (see ``FuzzDriver``).
    public static func run(_ test: Test, seeds: (inout SeedWriter) throws -> Void,
                           describe: ((UnsafeBufferPointer<UInt8>) -> String)? = nil) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--describe", let describe {
            guard let data = FileManager.default.contents(atPath: arguments[2]) else {
                FileHandle.standardError.write(Data("error: cannot read \(arguments[2])\n".utf8))
                exit(1)
            }
            print([UInt8](data).withUnsafeBufferPointer(describe))
            exit(0)
        }
        if arguments.count == 4, arguments[1] == "--write-seeds" {
            var writer = SeedWriter(folder: arguments[2], repository: arguments[3])
            do {
                try seeds(&writer)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(1)
            }
            print("wrote \(writer.written) seeds to \(arguments[2])")
            exit(0)
        }
        #if LATTICE_FUZZER
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
        #else
        exit(replay(arguments.dropFirst(), test))
        #endif
    }

    /// Runs `test` on every file of `paths` (and every file in a folder of them); returns the exit status.
    private static func replay(_ paths: ArraySlice<String>, _ test: Test) -> Int32 {
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("""
                usage: \(CommandLine.arguments[0]) FILE|FOLDER...    (run the test on each input)
                       \(CommandLine.arguments[0]) --write-seeds FOLDER REPOSITORY
                (built without LATTICE_FUZZER: Scripts/fuzz.sh builds the fuzzer)

                """.utf8))
            return 2
        }
        var count = 0
        for path in paths {
            for file in SeedWriter.files(in: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("error: cannot read \(file)\n".utf8))
                    return 1
                }
                let bytes = [UInt8](data)
                _ = bytes.withUnsafeBufferPointer { test($0.baseAddress, $0.count) }
                count += 1
            }
        }
        print("ran \(count) inputs: no invariant broken")
        return 0
    }
}
