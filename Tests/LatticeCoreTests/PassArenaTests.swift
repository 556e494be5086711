import Testing
@testable import LatticeCore

/// The arena that keeps the items and tracks of a layout pass's grid states.
struct PassArenaTests {
    @Test func arraysMadeOneAfterAnotherLieOneAfterAnotherInMemory() {
        let arena = PassArena()
        let first = ArenaArray(repeating: Track(), count: 3, in: arena)
        let second = ArenaArray(repeating: Track(), count: 2, in: arena)
        let firstStart = first.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        let secondStart = second.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        // Three tracks, then the next array right after them (tracks need no padding).
        #expect(secondStart - firstStart == 3 * MemoryLayout<Track>.stride)
    }

    @Test func appendingPastTheCapacityKeepsEveryElement() {
        let arena = PassArena()
        var numbers = ArenaArray<Int>(capacity: 2, in: arena)
        for value in 0..<100 { numbers.append(value * 3, in: arena) }
        #expect(numbers.count == 100)
        #expect(Array(numbers) == (0..<100).map { $0 * 3 })
        #expect(numbers.capacity >= 100)
    }

    @Test func anArrayLargerThanABlockGetsItsOwnAndTheNextSmallOneFollowsTheLastSmallOne() {
        let arena = PassArena()
        let small = ArenaArray(repeating: 1.0, count: 4, in: arena)
        let largeCount = PassArena.largestBlockSize / MemoryLayout<Double>.stride + 1
        let large = ArenaArray(repeating: 2.0, count: largeCount, in: arena)
        let next = ArenaArray(repeating: 3.0, count: 4, in: arena)
        let smallStart = small.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        let nextStart = next.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        // 4 doubles = 32 bytes after the first small array, in the same block.
        #expect(nextStart - smallStart == 32)
        #expect(large.count == largeCount && large.allSatisfy { $0 == 2.0 })
        #expect(Array(small) == [1, 1, 1, 1] && Array(next) == [3, 3, 3, 3])
    }

    @Test func elementsAreWrittenInPlaceAndCopiesSeeThem() {
        let arena = PassArena()
        let tracks = ArenaArray(repeating: Track(), count: 2, in: arena)
        let copy = tracks
        tracks[1].baseSize = 40
        #expect(copy[1].baseSize == 40)
        #expect(tracks[0].baseSize == 0)
    }

    @Test func anEmptyArrayGrowsIntoTheArenaItIsGiven() {
        let arena = PassArena()
        var numbers = ArenaArray<Int>()
        numbers.append(7, in: arena)
        numbers.append(8, in: arena)
        #expect(Array(numbers) == [7, 8])
    }

    @Test func itemsAndTracksGoToTheirOwnLanesEachInTheOrderMade() {
        let arena = PassArena()
        let firstItems = ArenaArray(repeating: 1.0, count: 9, in: arena, lane: .items)
        let firstTracks = ArenaArray(repeating: Track(), count: 3, in: arena, lane: .tracks)
        let secondItems = ArenaArray(repeating: 2.0, count: 9, in: arena, lane: .items)
        let secondTracks = ArenaArray(repeating: Track(), count: 3, in: arena, lane: .tracks)
        func start<T>(_ array: ArenaArray<T>) -> Int { array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        // Each lane's second array right after its first: 9 doubles, 3 tracks.
        #expect(start(secondItems) - start(firstItems) == 9 * 8)
        #expect(start(secondTracks) - start(firstTracks) == 3 * MemoryLayout<Track>.stride)
    }

    @Test func aLaneStartsWithASmallBlockSoThatASmallLayoutTakesLittle() {
        let arena = PassArena()
        let first = ArenaArray(repeating: 1.0, count: 4, in: arena)
        // 32 bytes used: an array of the first block's whole size no longer fits in it.
        let second = ArenaArray(repeating: 2.0, count: PassArena.firstBlockSize / 8, in: arena)
        let third = ArenaArray(repeating: 3.0, count: 4, in: arena)
        func start<T>(_ array: ArenaArray<T>) -> Int { array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        #expect(start(second) - start(first) != 32)
        // The second block (twice the first) holds the second array and then the third.
        #expect(start(third) - start(second) == PassArena.firstBlockSize)
    }
}
