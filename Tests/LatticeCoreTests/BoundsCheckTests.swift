import Testing
@testable import LatticeCore

/// The engine's unsafe buffers trap on an index out of range in debug builds, and in
/// builds with `LATTICE_CHECKS` (the fuzz targets): see `checkIndex(_:_:)`.
struct BoundsCheckTests {
    #if DEBUG || LATTICE_CHECKS
    @Test func anArenaArrayTrapsOnAReadPastItsEnd() async {
        await #expect(processExitsWith: .failure) {
            let arena = PassArena()
            let numbers = ArenaArray(repeating: 1.0, count: 3, in: arena)
            _ = numbers[3]
        }
    }

    @Test func anArenaArrayTrapsOnAWriteBeforeItsStart() async {
        await #expect(processExitsWith: .failure) {
            let arena = PassArena()
            let numbers = ArenaArray(repeating: 1.0, count: 3, in: arena)
            numbers[-1] = 2
        }
    }

    @Test func aTrackRunWrittenPastTheEndOfItsBufferTraps() async {
        await #expect(processExitsWith: .failure) {
            var numbers = [Double](repeating: 0, count: 2 * TrackRun.numbers - 1)
            numbers.withUnsafeMutableBufferPointer { buffer in
                TrackRun(first: 0, count: 1, stride: 1, offset: 0, step: 0, size: 10)
                    .write(into: buffer, at: TrackRun.numbers)
            }
        }
    }

    @Test func aTrackRunWrittenInsideItsBufferIsWritten() {
        var numbers = [Double](repeating: 0, count: 2 * TrackRun.numbers)
        numbers.withUnsafeMutableBufferPointer { buffer in
            TrackRun(first: 3, count: 2, stride: 1, offset: 40, step: 12, size: 10).write(into: buffer, at: TrackRun.numbers)
        }
        #expect(Array(numbers.suffix(TrackRun.numbers)) == [3, 2, 1, 40, 12, 10])
        #expect(numbers.prefix(TrackRun.numbers).allSatisfy { $0 == 0 })
    }
    #endif
}
