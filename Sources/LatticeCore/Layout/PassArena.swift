// Where a layout pass keeps the items and tracks of its grid states.

/// Memory for the items and tracks of one layout pass's grid states: handed out in
/// order from large blocks, and given back all at once when the pass ends.
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
    private var blocks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer? = nil
    private var room = 0

    /// The size of a block: below the allocator's default threshold for mapping memory
    /// of its own (128 KiB in glibc), which a fresh block would fault in page by page on
    /// every pass. A larger array gets a block of its own.
    static let blockSize = 64 * 1024

    init() {}

    /// Room for `capacity` values of `type`, uninitialized, valid while the arena is.
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
/// Unlike `Array`, copies share their elements (a grid state owns its arrays; a copy
/// only reads). Appending past the capacity moves the elements to twice the room in
/// the arena.
///
/// ```swift
/// let arena = PassArena()
/// var tracks = ArenaArray<Track>(capacity: 3, in: arena)
/// tracks.append(Track())
/// tracks[0].baseSize = 100
/// ```
struct ArenaArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    private var base: UnsafeMutablePointer<Element>? = nil
    private unowned(unsafe) var arena: PassArena? = nil
    private(set) var count = 0
    /// How many elements fit before appending moves them.
    private(set) var capacity = 0

    /// An empty array that holds nothing (appending to it does nothing).
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
        get {
            assert(position >= 0 && position < count, "index out of range")
            return base.unsafelyUnwrapped[position]
        }
        nonmutating set {
            assert(position >= 0 && position < count, "index out of range")
            base.unsafelyUnwrapped[position] = newValue
        }
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

    /// Moves the elements to twice the room (an array made without an arena cannot
    /// grow: every grid state makes its arrays in its arena).
    private mutating func grow() {
        guard let arena else { return }
        let larger = Swift.max(4, capacity * 2)
        let elements = arena.allocate(Element.self, capacity: larger)
        if let base { elements.update(from: base, count: count) }
        base = elements
        capacity = larger
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
