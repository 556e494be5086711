// A measured leaf's min-content and max-content widths, when its content knows them.

extension Measure {
    /// The widths a leaf's content takes at `.minContent` and `.maxContent` available
    /// width, known before any layout and the same at any height: text in a horizontal
    /// writing mode (CSS Sizing 3 §5.1: its min-content and max-content inline sizes).
    ///
    /// A measure function that carries them is called only for heights (and for widths
    /// in definite space): sizing a column of text needs no call at all, as a browser
    /// keeps a text box's preferred widths between layouts.
    ///
    /// ```swift
    /// // A label whose longest word is 40 points wide and whose line is 120.
    /// let label = Measure(intrinsicWidths: .init(minContent: 40, maxContent: 120)) { input in
    ///     let width = input.knownWidth ?? 120
    ///     return Size(width: width, height: width >= 120 ? 16 : 32)
    /// }
    /// ```
    ///
    /// A negative, not-a-number or infinite width counts as zero, one larger than
    /// ``largestLength`` as that length, and a max-content width below the min-content
    /// one as the min-content width (as ``Measure/callAsFunction(_:)`` treats answers).
    public struct IntrinsicWidths: Hashable, Sendable {
        /// The width at `.minContent` available width (every soft wrap taken).
        public let minContent: Double
        /// The width at `.maxContent` available width (no soft wrap).
        public let maxContent: Double

        public init(minContent: Double, maxContent: Double) {
            func length(_ value: Double) -> Double { value.isFinite ? min(max(0, value), largestLength) : 0 }
            self.minContent = length(minContent)
            self.maxContent = max(length(maxContent), self.minContent)
        }

        /// The width at `space`, when it is an intrinsic one.
        func width(in space: AvailableSpace) -> Double? {
            switch space {
            case .minContent: return minContent
            case .maxContent: return maxContent
            case .definite: return nil
            }
        }
    }
}
