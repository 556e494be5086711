// Where a layout pass keeps the items and tracks of its grid states.

/// Memory for the items and tracks of one layout pass's grid states: handed out in
/// order from large blocks, and given back all at once when the pass ends.
///
/// A nested grid is read in three passes over its parent's items (for its widths, its
/// height, its layout). With its items and tracks next to those of the grid before it,
/// each of these passes reads memory in address order, which the processor fetches
/// ahead. As separate arrays, they were wherever the heap had room (a layout's freed
/// memory leaves it in pieces), and at 100,000 items every grid's were a wait on memory.
///
/// What the pass's grids give up is not reused before the pass ends (a grid placed
/// again gets new items); the blocks are freed with the arena.
final class PassArena {
    private var blocks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer? = nil
    private var room = 0

    /// The size of a block: at most the allocator's default threshold for mapping
    /// memory of its own (128 KiB in glibc), which a fresh block would fault in page
    /// by page on every pass. A larger request gets a block of its own size.
    private static let blockSize = 64 * 1024

    init() {}

    /// Room for `capacity` values of `type`, uninitialized, valid until the arena is freed.
    func allocate<Element: BitwiseCopyable>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        let alignment = MemoryLayout<Element>.alignment
        let bytes = MemoryLayout<Element>.stride * Swift.max(capacity, 1)
        if let start = next {
            let padding = (alignment - Int(bitPattern: start) % alignment) % alignment
            if padding + bytes <= room {
                let aligned = start + padding
                next = aligned + bytes
                room -= padding + bytes
                return aligned.bindMemory(to: Element.self, capacity: capacity)
            }
        }
        let blockBytes = Swift.max(Self.blockSize, bytes)
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: 16)
        blocks.append(block)
        if blockBytes > Self.blockSize {
            // (A block for one large array: the current block keeps its room.)
            return block.bindMemory(to: Element.self, capacity: capacity)
        }
        next = block + bytes
        room = blockBytes - bytes
        return block.bindMemory(to: Element.self, capacity: capacity)
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}

/// An array of plain values in a ``PassArena``: the items or the tracks of a grid.
///
/// Unlike `Array`, copies share their elements: a grid state owns its arrays, and
/// nothing else keeps one. Appending past the capacity moves the elements to a larger
/// room in the arena.
struct ArenaArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    private var base: UnsafeMutablePointer<Element>? = nil
    private(set) var count = 0
    private var capacity = 0
    private unowned(unsafe) var arena: PassArena? = nil

    /// An empty array that holds nothing (appending to it is not possible).
    init() {}

    /// An empty array with room for `capacity` elements in `arena`.
    init(capacity: Int, in arena: PassArena) {
        self.arena = arena
        self.capacity = Swift.max(0, capacity)
        base = arena.allocate(Element.self, capacity: self.capacity)
    }

    /// `count` copies of `value` in `arena`.
    init(repeating value: Element, count: Int, in arena: PassArena) {
        self.init(capacity: count, in: arena)
        for _ in 0..<Swift.max(0, count) { append(value) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Element {
        get { base.unsafelyUnwrapped[position] }
        nonmutating set { base.unsafelyUnwrapped[position] = newValue }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity {
            grow()
            if count == capacity { return }
        }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements to twice the room (appending to an array without an arena
    /// does nothing: every state's arrays are made in its pass's arena).
    private mutating func grow() {
        guard let arena else { return }
        let larger = arena.allocate(Element.self, capacity: Swift.max(4, capacity * 2))
        if let base { larger.update(from: base, count: count) }
        base = larger
        capacity = Swift.max(4, capacity * 2)
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
