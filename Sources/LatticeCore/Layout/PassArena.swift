// Where a layout pass keeps the items and tracks of its grid states.

/// Memory for the items and tracks of one layout pass's grid states, handed out in
/// order from large blocks and given back all at once when the pass ends; and the
/// buffers their sizing steps reuse.
///
/// A nested grid is read in three passes over its parent's items (for its widths, its
/// height, its layout). With its items and tracks next to those of the grid before it,
/// each of these passes reads memory in address order, which the processor fetches
/// ahead; nor does any grid allocate or free them one by one. (As `Array`s they were
/// wherever the heap had room, a layout's freed memory leaving it in pieces: at
/// 100,000 items every grid's were a wait on memory.)
///
/// Arrays a grid gives up (its items when it is placed again, a state used for one
/// question) are not reused before the pass ends.
final class PassArena {
    /// The buffers the sizing steps of the pass's grids reuse (see ``ScratchBuffers``).
    /// (Behind a pointer: a step reaches them without the checks and reference counting
    /// of a class's property, see ``GridState/scratch``.)
    let scratch: UnsafeMutablePointer<ScratchBuffers>
    /// How many tracks the pass's subgrids may span (see ``SubgridTrackBudget``).
    var subgridTracks: SubgridTrackBudget
    private var blocks: [UnsafeMutableRawPointer] = []
    /// The states of subgrids, which their parents keep until the pass ends (see ``keep(_:)``).
    private var states: [UnsafeMutablePointer<GridState>] = []
    /// (Without the dynamic exclusivity check of a class's property used `inout`, 200
    /// instructions per array: only ``allocate(_:capacity:lane:)`` uses them, one call at a time.)
    @exclusivity(unchecked) private var lanes = (items: Lane(), tracks: Lane())

    /// The two runs of blocks arrays are made in: the grids' items in one, their tracks
    /// in the other. Each pass over a parent's items then reads each of the two in
    /// address order, grid after grid. (In one run they alternate: a grid's items,
    /// placed first, lie before its tracks, but its layout reads them after its tracks,
    /// against the order the processor fetches ahead in.)
    enum LaneName {
        case items, tracks
    }

    /// The block a lane makes arrays in, the room left in it, and the size of its next block.
    private struct Lane {
        var next: UnsafeMutableRawPointer? = nil
        var room = 0
        var blockSize = PassArena.firstBlockSize
    }

    /// The size of a lane's first block: a small layout takes little (blocks freed at
    /// the end of every pass on top of the heap are given back to the system, and
    /// taken again page by page at the next).
    static let firstBlockSize = 4 * 1024
    /// The size a lane's blocks double to: below the allocator's threshold for mapping
    /// memory of its own (128 KiB in glibc), which it does afresh for every pass.
    /// A larger array than the lane's next block gets a block of its own.
    static let largestBlockSize = 64 * 1024

    init(subgridTracks: SubgridTrackBudget = SubgridTrackBudget()) {
        self.subgridTracks = subgridTracks
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: ScratchBuffers())
    }

    /// Room for `capacity` values of `type` in `lane`, uninitialized, valid while the arena is.
    func allocate<Element: BitwiseCopyable>(_ type: Element.Type, capacity: Int,
                                            lane name: LaneName) -> UnsafeMutablePointer<Element> {
        switch name {
        case .items: return allocate(type, capacity: capacity, in: &lanes.items)
        case .tracks: return allocate(type, capacity: capacity, in: &lanes.tracks)
        }
    }

    private func allocate<Element: BitwiseCopyable>(_ type: Element.Type, capacity: Int,
                                                    in lane: inout Lane) -> UnsafeMutablePointer<Element> {
        let alignment = MemoryLayout<Element>.alignment
        let bytes = MemoryLayout<Element>.stride * Swift.max(capacity, 1)
        if let start = lane.next {
            let padding = (alignment - Int(bitPattern: start) % alignment) % alignment
            if padding + bytes <= lane.room {
                let aligned = start + padding
                lane.next = aligned + bytes
                lane.room -= padding + bytes
                return aligned.bindMemory(to: Element.self, capacity: capacity)
            }
        }
        if bytes > lane.blockSize {
            // A block for one large array: the lane's block keeps its room.
            let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            blocks.append(block)
            return block.bindMemory(to: Element.self, capacity: capacity)
        }
        let block = UnsafeMutableRawPointer.allocate(byteCount: lane.blockSize, alignment: 16)
        blocks.append(block)
        lane.next = block + bytes
        lane.room = lane.blockSize - bytes
        lane.blockSize = Swift.min(2 * lane.blockSize, Self.largestBlockSize)
        return block.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Keeps `state` until the arena goes, at an address that does not change: a
    /// subgrid's state, which its parent grid continues from one question to the next.
    func keep(_ state: consuming GridState) -> UnsafeMutablePointer<GridState> {
        let slot = UnsafeMutablePointer<GridState>.allocate(capacity: 1)
        slot.initialize(to: state)
        states.append(slot)
        return slot
    }

    deinit {
        for state in states {
            state.deinitialize(count: 1)
            state.deallocate()
        }
        for block in blocks { block.deallocate() }
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }
}

/// An array of plain values in a ``PassArena``: the items or the tracks of a grid.
///
/// Unlike `Array`, copies share their elements (a grid state owns its arrays; a copy
/// only reads). Appending past the capacity moves the elements to twice the room in
/// the arena. (16 bytes: a grid state keeps three.)
///
/// ```swift
/// let arena = PassArena()
/// var tracks = ArenaArray<Track>(capacity: 3, in: arena, lane: .tracks)
/// tracks.append(Track(), in: arena)
/// tracks[0].baseSize = 100
/// ```
struct ArenaArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    private var base: UnsafeMutablePointer<Element>? = nil
    // (32 bits each: a grid has at most 20,000,001 lines on an axis, and as many items
    // as a node has children.)
    private var storedCount: Int32 = 0
    private var storedCapacity: Int32 = 0

    var count: Int { Int(storedCount) }
    /// How many elements fit before appending moves them.
    var capacity: Int { Int(storedCapacity) }

    /// An empty array that holds nothing.
    init() {}

    /// An empty array with room for `capacity` elements in `lane` of `arena`.
    init(capacity: Int, in arena: PassArena, lane: PassArena.LaneName = .items) {
        let capacity = Int32(clamping: Swift.max(0, capacity))
        storedCapacity = capacity
        base = arena.allocate(Element.self, capacity: Int(capacity), lane: lane)
    }

    /// `count` copies of `value` in `lane` of `arena`.
    init(repeating value: Element, count: Int, in arena: PassArena, lane: PassArena.LaneName = .items) {
        self.init(capacity: count, in: arena, lane: lane)
        base.unsafelyUnwrapped.initialize(repeating: value, count: capacity)
        storedCount = storedCapacity
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            checkIndex(position, count)
            return base.unsafelyUnwrapped[position]
        }
        nonmutating set {
            checkIndex(position, count)
            base.unsafelyUnwrapped[position] = newValue
        }
    }

    /// Appends `element`, moving the elements to more room in `arena` (its items lane)
    /// when they fill the array's (at most 2^31 - 1 elements: beyond, nothing is appended).
    ///
    /// (`arena` is only evaluated then: a state's `unowned(unsafe)` arena handed on
    /// as an argument would be retained and released for every element.)
    @inline(__always)
    mutating func append(_ element: Element, in arena: @autoclosure () -> PassArena) {
        if storedCount == storedCapacity {
            grow(in: arena())
            if storedCount == storedCapacity { return }
        }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        storedCount += 1
    }

    /// Replaces the elements in `range` with `elements`, moving the elements after them in
    /// place when the array has room (else to twice the room in `arena`'s items lane: a
    /// run of replacements takes memory in proportion to the array, not to the run). As
    /// with ``append(_:in:)``, nothing changes when the result would pass 2^31 - 1 elements.
    mutating func replaceSubrange(_ range: Range<Int>, with elements: [Element], in arena: PassArena) {
        checkIndex(range.lowerBound, count + 1)
        checkIndex(range.upperBound, count + 1)
        let newCount = count - range.count + elements.count
        guard newCount <= Int(Int32.max) else { return }
        while newCount > capacity {
            let before = capacity
            grow(in: arena)
            if capacity == before { return }
        }
        let base = base.unsafelyUnwrapped
        let tail = count - range.upperBound
        // (The tail may move over itself: a raw copy is a memmove.)
        UnsafeMutableRawPointer(base + range.lowerBound + elements.count)
            .copyMemory(from: base + range.upperBound, byteCount: tail * MemoryLayout<Element>.stride)
        elements.withUnsafeBufferPointer { (base + range.lowerBound).update(from: $0.baseAddress!, count: $0.count) }
        storedCount = Int32(newCount)
    }

    private mutating func grow(in arena: PassArena) {
        let larger = Int32(clamping: Swift.max(4, capacity * 2))
        let elements = arena.allocate(Element.self, capacity: Int(larger), lane: .items)
        if let base { elements.update(from: base, count: count) }
        base = elements
        storedCapacity = larger
    }

    /// The address of element `position`: valid, like the element, as long as the
    /// arena is (appending past the capacity moves the elements, leaving this one where
    /// it was, no longer part of the array).
    @inline(__always)
    func address(of position: Int) -> UnsafeMutablePointer<Element> {
        checkIndex(position, count)
        return base.unsafelyUnwrapped + position
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
