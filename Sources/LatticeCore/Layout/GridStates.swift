// Where a layout pass keeps the grid states it continues from one question to the next.

/// Memory for the grid states of one layout pass, in blocks of adjacent slots.
///
/// A pass asks each nested grid three questions (its widths, its height at a width, its
/// layout) and keeps its state in between. Boxed one by one, 10,000 nested grids' states
/// lie wherever the allocator put them, and each question starts with a read from
/// memory that nothing could foresee. In blocks, the states of the items of a grid lie
/// side by side in the order the grid asks about them, so each pass over the items
/// reads them in order. A slot never moves: a state is continued in place through its
/// pointer until it is released.
struct GridStates {
    private var blocks: [UnsafeMutablePointer<GridState>] = []
    /// Slots used in the last block.
    private var used = GridStates.blockSize
    /// Released slots, to be used again (their states deinitialized). Every other slot
    /// made holds a state until ``freeAll()``.
    private var free: [UnsafeMutablePointer<GridState>] = []
    /// States made and not released (a pass releases each grid's state once the grid
    /// is laid out: usually none are left at the end).
    private var live = 0

    private static let blockSize = 64

    /// A slot holding `state`.
    mutating func make(_ state: consuming GridState) -> UnsafeMutablePointer<GridState> {
        let slot: UnsafeMutablePointer<GridState>
        if let reused = free.popLast() {
            slot = reused
        } else {
            if used == Self.blockSize {
                blocks.append(.allocate(capacity: Self.blockSize))
                used = 0
            }
            slot = blocks[blocks.count - 1] + used
            used += 1
        }
        slot.initialize(to: state)
        live += 1
        return slot
    }

    /// Ends the state in `slot`; the slot is used again.
    mutating func release(_ slot: UnsafeMutablePointer<GridState>) {
        slot.deinitialize(count: 1)
        free.append(slot)
        live -= 1
    }

    /// Ends every state not released and frees every block.
    mutating func freeAll() {
        if live > 0 {
            let released = Set(free)
            for (number, block) in blocks.enumerated() {
                let count = number == blocks.count - 1 ? used : Self.blockSize
                for slot in block ..< block + count where !released.contains(slot) { slot.deinitialize(count: 1) }
            }
        }
        for block in blocks { block.deallocate() }
        blocks = []
        free = []
        used = Self.blockSize
    }
}
