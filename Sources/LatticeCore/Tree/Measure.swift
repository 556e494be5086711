/// The space a measured leaf is laid out in, on one axis (CSS Sizing §2.1).
///
/// SwiftUI proposals map onto it: a number is ``definite(_:)``, `0` is
/// ``minContent``, `nil` (ideal) and infinity are ``maxContent``.
public enum AvailableSpace: Hashable, Sendable {
    /// A definite amount of space, in points.
    case definite(Double)
    /// Lay out as narrow as the content allows (every soft wrap taken).
    case minContent
    /// Lay out at the content's preferred size (no soft wraps).
    case maxContent

    /// The definite amount, or `nil`.
    @inlinable
    public var definiteValue: Double? {
        if case .definite(let value) = self { return value }
        return nil
    }
}

/// What a measure function is asked (sizes are of the content box).
public struct MeasureInput: Hashable, Sendable {
    /// The width the content must have, when the layout already knows it.
    public var knownWidth: Double?
    /// The height the content must have, when the layout already knows it.
    public var knownHeight: Double?
    /// The space available for the width.
    public var availableWidth: AvailableSpace
    /// The space available for the height.
    public var availableHeight: AvailableSpace

    @inlinable
    public init(knownWidth: Double? = nil, knownHeight: Double? = nil,
                availableWidth: AvailableSpace, availableHeight: AvailableSpace) {
        self.knownWidth = knownWidth
        self.knownHeight = knownHeight
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
    }
}

/// A leaf's content size, computed on demand (text, images, views of a UI framework).
///
/// The function receives the content-box constraints and returns the content-box
/// size. When a known size is given the returned value on that axis is ignored.
/// It must be a pure function of its input: the engine caches results within a layout.
///
/// ```swift
/// // A 16-point-tall line per 80 points of width.
/// let paragraph = Measure { input in
///     let width = input.knownWidth ?? input.availableWidth.definiteValue ?? 320
///     let lines = (320 / max(width, 1)).rounded(.up)
///     return Size(width: min(width, 320), height: lines * 16)
/// }
/// ```
public struct Measure: Sendable {
    public let body: @Sendable (MeasureInput) -> Size
    /// The content's min-content and max-content widths, when known up front (see
    /// ``IntrinsicWidths``); `body` must return the same widths when asked.
    public let intrinsicWidths: IntrinsicWidths?
    /// The content's first and last baselines at a content size `body` answered, from
    /// the top of its content box, or `nil` when it has no line of text (a grid then
    /// synthesizes one, see ``Baselines``). `nil` for content without baselines. A
    /// baseline that is not a number or infinite counts as none.
    public let baselines: (@Sendable (Size) -> Baselines?)?

    @inlinable
    public init(intrinsicWidths: IntrinsicWidths? = nil, baselines: (@Sendable (Size) -> Baselines?)? = nil,
                _ body: @escaping @Sendable (MeasureInput) -> Size) {
        self.body = body
        self.intrinsicWidths = intrinsicWidths
        self.baselines = baselines
    }

    /// The content size; a negative, not-a-number or infinite answer counts as zero,
    /// and one larger than ``largestLength`` as that length.
    @inlinable
    public func callAsFunction(_ input: MeasureInput) -> Size {
        let size = body(input)
        return Size(width: size.width.isFinite ? min(max(0, size.width), largestLength) : 0,
                    height: size.height.isFinite ? min(max(0, size.height), largestLength) : 0)
    }
}

extension Measure {
    /// Inline content of unbreakable words with a break opportunity between any two
    /// and no space between them, in lines of `lineHeight` (the fixtures' `content`).
    ///
    /// Lines are filled greedily at the content width; a word wider than the line sits
    /// alone on its line. The min-content width is the widest word, the max-content
    /// width the sum of all words.
    ///
    /// With `font`, the words are text with baselines (see ``WordsContent/baselines(atWidth:)``):
    ///
    /// ```swift
    /// let label = Measure.words([30, 40], lineHeight: 20, font: .ahem)
    /// label.baselines?(Size(width: 40, height: 40))   // two lines: first 13, last 33
    /// ```
    public static func words(_ widths: [Double], lineHeight: Double, font: FontMetrics? = nil) -> Measure {
        let words = WordsContent(widths: widths, lineHeight: lineHeight, font: font)
        var baselines: (@Sendable (Size) -> Baselines?)? = nil
        if font != nil {
            baselines = { (size: Size) -> Baselines? in words.baselines(atWidth: size.width) }
        }
        return Measure(intrinsicWidths: IntrinsicWidths(minContent: words.minContentWidth, maxContent: words.maxContentWidth),
                       baselines: baselines) { words.measure($0) }
    }
}

/// The words model behind ``Measure/words(_:lineHeight:font:)``.
public struct WordsContent: Hashable, Sendable {
    public var widths: [Double]
    public var lineHeight: Double
    /// The font the words are set in, when they are text with baselines.
    public var font: FontMetrics?
    public let minContentWidth: Double
    public let maxContentWidth: Double

    public init(widths: [Double], lineHeight: Double, font: FontMetrics? = nil) {
        self.widths = widths
        self.lineHeight = lineHeight
        self.font = font
        self.minContentWidth = widths.max() ?? 0
        self.maxContentWidth = widths.reduce(0, +)
    }

    /// The baselines of the words laid out at content width `width`, from the content
    /// box's top: those of the first and last lines, each line ``lineHeight`` tall
    /// (see ``FontMetrics/baseline(inLineOf:)``). `nil` without a font or a line.
    public func baselines(atWidth width: Double) -> Baselines? {
        guard let font else { return nil }
        let lines = lineCount(atWidth: width)
        guard lines > 0 else { return nil }
        let inLine = font.baseline(inLineOf: lineHeight)
        return Baselines(first: inLine, last: Double(lines - 1) * lineHeight + inLine)
    }

    /// The number of lines at content width `width`.
    public func lineCount(atWidth width: Double) -> Int {
        if widths.isEmpty { return 0 }
        if width >= maxContentWidth { return 1 }
        var lines = 1
        var line = 0.0
        var first = true
        for word in widths {
            if first {
                line = word
                first = false
            } else if line + word <= width + 1e-9 {
                line += word
            } else {
                lines += 1
                line = word
            }
        }
        return lines
    }

    /// Lays the words out under `input`.
    public func measure(_ input: MeasureInput) -> Size {
        let width: Double
        if let known = input.knownWidth {
            width = known
        } else {
            switch input.availableWidth {
            case .minContent: width = minContentWidth
            case .maxContent: width = maxContentWidth
            case .definite(let space): width = max(minContentWidth, min(maxContentWidth, space))
            }
        }
        let height = input.knownHeight ?? Double(lineCount(atWidth: width)) * lineHeight
        return Size(width: width, height: height)
    }
}

/// The space a root is laid out in, per axis (the fixtures' `available`).
public struct AvailableSize: Hashable, Sendable {
    public var width: AvailableSpace
    public var height: AvailableSpace

    @inlinable
    public init(width: AvailableSpace, height: AvailableSpace) {
        self.width = width
        self.height = height
    }

    /// Definite space of `size`.
    @inlinable
    public init(_ size: Size) {
        self.init(width: .definite(size.width), height: .definite(size.height))
    }

    /// Max-content on both axes.
    public static let maxContent = AvailableSize(width: .maxContent, height: .maxContent)

    @inlinable
    public subscript(axis: Axis) -> AvailableSpace {
        axis == .horizontal ? width : height
    }
}
