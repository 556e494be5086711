// Grid content as the engine's measure function.

extension Measure {
    /// `content` measured for the engine: each question the layout asks becomes a
    /// SwiftUI-style proposal (see ``ProposedSize/init(_:)-(MeasureInput)``: a known or definite size
    /// is that number, min-content is `0`, max-content is `nil`), and its baselines
    /// are its ``GridContent/textBaselines(at:)``.
    ///
    /// ```swift
    /// let leaf = Node(style: Style(), measure: Measure(Text("Hello world")))
    /// ```
    public init(_ content: some GridContent) {
        self.init(baselines: { content.textBaselines(at: $0) }) { content.sizeThatFits(ProposedSize($0)) }
    }
}
