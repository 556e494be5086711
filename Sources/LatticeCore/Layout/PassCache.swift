/// Results kept for the length of one layout pass.
///
/// The tree is borrowed, unchanged, for the whole pass, so a node's address
/// identifies it. Grid containers are measured several times by their parent (their
/// min-content and max-content widths, their height at a width, their final layout):
/// the cache keeps each grid's last sizing run, so that the next question starts from
/// its placement and its items' measurements, and its final layout from its tracks.
/// The runs are continued in place, through pointers into ``GridStates``.
///
/// It also keeps the answers to the questions asked of the size of a grid while another
/// grid answers a question of its own, and of a grid whose width depends on the space it is
/// given (see ``SizeQuestion``). The grid around asks its items again for each question
/// asked of it, and each of them asks the grids inside it again in turn: without the
/// answers kept, grids nested twenty deep, each centred in the one around it, would be
/// asked four million times. A grid whose width depends on the space given makes a new
/// run for each question, since its runs cannot be continued, and so does every grid-lanes
/// container, whose answers are kept too. The answers of a grid asked by one being laid
/// out, not sized, are not kept: it is asked a few different questions, each once.
final class PassCache {
    /// The border-box size of each grid or grid-lanes container found under each request,
    /// for the containers whose answers are kept.
    var sizes: [SizeQuestion: Size] = [:]
    /// The baselines of each grid or grid-lanes container laid out at a size for the
    /// baseline alignment of the grid around (see ``keptBaselines(_:_:_:)``).
    var baselines: [SizeQuestion: Baselines?] = [:]
    /// How many questions about grids' sizes are being answered (nested): while one is,
    /// the answers to the questions asked of the grids inside are kept.
    var questionsBeingAnswered = 0
    /// The number of sizing runs made or continued to answer questions about the sizes of
    /// grid and grid-lanes containers (the consistency checks' runs not counted).
    var sizingRuns = 0
    #if LATTICE_CHECKS
    /// The questions whose kept answer was checked against a run.
    var checkedSizes: Set<SizeQuestion> = []
    /// The requests whose kept baselines were checked against a layout.
    var checkedBaselines: Set<SizeQuestion> = []
    #endif
    /// The last sizing run of each grid container, in place in ``GridStates``.
    private var states: [UnsafeRawPointer: UnsafeMutablePointer<GridState>] = [:]
    /// (Without the dynamic exclusivity check of a class's property used `inout`: only
    /// ``newState(_:_:_:)`` and ``discard(_:_:)`` use it, one call at a time.)
    @exclusivity(unchecked) private var storage = GridStates()
    /// The items and tracks of the pass's grid states.
    let arena: PassArena

    /// How many different questions the pass may answer of one container's size.
    /// (Without the dynamic exclusivity check: every sizing run reads it, and only
    /// ``keptSize(_:_:answer:check:)`` changes it, in one call that reads nothing else.)
    @exclusivity(unchecked) var questions: QuestionBudget

    init(subgridTracks: SubgridTrackBudget = SubgridTrackBudget(), questions: QuestionBudget = QuestionBudget()) {
        arena = PassArena(subgridTracks: subgridTracks)
        self.questions = questions
    }

    /// Whether the pass went past one of its bounds (``SubgridTrackBudget``,
    /// ``QuestionBudget``): its results are thrown away, and the root laid out again.
    var isOverdrawn: Bool { arena.subgridTracks.isOverdrawn || questions.isOverdrawn }

    /// The size of the container `node` under `request`: the answer kept for that
    /// question, else `answer()`'s, kept (see ``sizes``); an empty size in a pass that
    /// asked too many questions of the container (see ``QuestionBudget``). With
    /// `LATTICE_CHECKS`, each kept answer is checked once against `check()`, an answer
    /// found afresh.
    func keptSize(_ node: UnsafePointer<Node>, _ request: SizingRequest,
                  answer: () -> Size, check: () -> Size) -> Size {
        let question = SizeQuestion(node, request)
        // (Not retained by the closure: the pass keeps it.)
        unowned(unsafe) let cache = self
        return kept(\.sizes, question, answer: { cache.questions.ask(node) ? answer() : Size(width: 0, height: 0) }) { size in
            #if LATTICE_CHECKS
            guard checkedSizes.insert(question).inserted else { return }
            let run = check()
            checkSame(size.width, run.width, "kept size of a container: width")
            checkSame(size.height, run.height, "kept size of a container: height")
            #endif
        }
    }

    /// The baselines of the container `node` laid out under `request`: those kept for
    /// that request, else `layout()`'s, kept. A baseline-aligned item's baselines are
    /// asked again for each question asked of its grid, and each layout asks the items
    /// inside for theirs in turn: nested n deep, some 3^n layouts without them kept.
    /// With `LATTICE_CHECKS`, each kept answer is checked once against `layout()`.
    func keptBaselines(_ node: UnsafePointer<Node>, _ request: SizingRequest,
                       _ layout: () -> Baselines?) -> Baselines? {
        let question = SizeQuestion(node, request)
        return kept(\.baselines, question, answer: layout) { baselines in
            #if LATTICE_CHECKS
            guard checkedBaselines.insert(question).inserted else { return }
            let found = layout()
            checkSame(baselines?.first ?? .nan, found?.first ?? .nan, "kept first baseline of a container")
            checkSame(baselines?.last ?? .nan, found?.last ?? .nan, "kept last baseline of a container")
            #endif
        }
    }

    /// The answer kept for `question` in `answers`, else `answer()`'s, kept. With
    /// `LATTICE_CHECKS`, `check` is given each kept answer returned (it checks each once:
    /// a run for each would ask the containers inside as often as no answers kept
    /// would), but in an overdrawn pass, which is laid out again (see ``isOverdrawn``).
    private func kept<Answer>(_ answers: ReferenceWritableKeyPath<PassCache, [SizeQuestion: Answer]>,
                              _ question: SizeQuestion, answer: () -> Answer, check: (Answer) -> Void) -> Answer {
        if let kept = self[keyPath: answers][question] {
            #if LATTICE_CHECKS
            if !isOverdrawn { check(kept) }
            #endif
            return kept
        }
        let found = answer()
        self[keyPath: answers][question] = found
        return found
    }

    /// The last run of the grid `node` when it can go on under `request`: its box
    /// resolves the same (padding, border, sizes) and does not depend on the available
    /// space (no content keywords in its widths).
    func reusableState(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> UnsafeMutablePointer<GridState>? {
        guard let state = lastState(node, request), !ResolvedBox.hasKeywordWidth(node) else { return nil }
        if state.pointee.container.percentBasis != (request.percentBasisWidth, request.percentBasisHeight),
           ResolvedBox.usesPercentages(node) {
            let resolved = ResolvedBox(node, percentBasisWidth: request.percentBasisWidth,
                                       percentBasisHeight: request.percentBasisHeight)
            guard resolved == state.pointee.container.box else { return nil }
        }
        return state
    }

    /// The last run of `node`: in the request's slot when its parent keeps one (a grid
    /// item), else found by the node's address.
    @inline(__always)
    private func lastState(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> UnsafeMutablePointer<GridState>? {
        if let slot = request.stateSlot {
            guard let state = slot.pointee.state, state.pointee.container.node == node else { return nil }
            return state
        }
        return states[UnsafeRawPointer(node)]
    }

    /// Forgets the last run of the grid `node` (once it is laid out: nothing uses it after).
    func discard(_ node: UnsafePointer<Node>, _ request: SizingRequest) {
        guard let state = lastState(node, request) else { return }
        if let slot = request.stateSlot {
            slot.pointee.state = nil
        } else {
            states.removeValue(forKey: UnsafeRawPointer(node))
        }
        storage.release(state)
    }

    /// A new state for the grid `node` (whose `children` are in place) under `request`,
    /// kept as its last run.
    func newState(_ node: UnsafePointer<Node>, _ children: UnsafeBufferPointer<Node>,
                  _ request: SizingRequest) -> UnsafeMutablePointer<GridState> {
        let state = storage.make(GridState(node: node, children: children, request: request, arena: arena))
        // (A run it replaces may still be in use further up the stack: it is not
        // released, and ends with the pass.)
        if let slot = request.stateSlot {
            slot.pointee.state = state
        } else {
            states[UnsafeRawPointer(node)] = state
        }
        return state
    }

    deinit {
        storage.freeAll()
    }
}

/// A question asked of a grid or grid-lanes container's size: the node, and the request
/// (the pass cache and the parent's slot for the grid's state only say where a sizing
/// run is kept).
///
/// What the answer does not depend on is left out, so that questions differing only
/// there are one: the height available to the container (its tracks are sized in its
/// own height, definite or not, and its items in their areas), and the basis of
/// percentage heights when its own height, min-height and max-height have none.
struct SizeQuestion: Hashable {
    let node: UnsafeRawPointer
    let request: SizingRequest

    init(_ node: UnsafePointer<Node>, _ request: SizingRequest) {
        self.node = UnsafeRawPointer(node)
        var asked = request
        asked.availableHeight = .maxContent
        if !node.pointee.style.height.isPercent, !node.pointee.style.minHeight.isPercent,
           !node.pointee.style.maxHeight.isPercent {
            asked.percentBasisHeight = nil
        }
        self.request = asked
    }

    static func == (a: SizeQuestion, b: SizeQuestion) -> Bool {
        a.node == b.node && a.request.asks(as: b.request)
    }

    /// (Every field `==` compares: a grid whose width and height depend on each other is
    /// asked thousands of questions, which must not share one hash.)
    func hash(into hasher: inout Hasher) {
        hasher.combine(node)
        hasher.combine(request.knownWidth)
        hasher.combine(request.knownHeight)
        hasher.combine(request.availableWidth)
        hasher.combine(request.availableHeight)
        hasher.combine(request.percentBasisWidth)
        hasher.combine(request.percentBasisHeight)
        hasher.combine(request.intrinsicHeight)
        hasher.combine(request.heightIsStretched)
        hasher.combine(request.widthOnly)
    }
}

extension SizingRequest {
    /// Whether `other` asks what this request asks: every field but where runs are kept.
    func asks(as other: SizingRequest) -> Bool {
        knownWidth == other.knownWidth && knownHeight == other.knownHeight && availableWidth == other.availableWidth
            && availableHeight == other.availableHeight && percentBasisWidth == other.percentBasisWidth
            && percentBasisHeight == other.percentBasisHeight && intrinsicHeight == other.intrinsicHeight
            && heightIsStretched == other.heightIsStretched && widthOnly == other.widthOnly
    }
}
