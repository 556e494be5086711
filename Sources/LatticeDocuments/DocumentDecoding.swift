import LatticeCore

/// Reading the fixture JSON format (`shared/fixtures/SCHEMA.md`, "File shape" and
/// "Nodes") into ``GridDocument`` and ``DocumentNode``. Unknown keys are skipped,
/// so benchmark files with extra metadata read as well.
extension GridDocument {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws -> GridDocument {
        var reader = JSONReader(bytes)
        do {
            var name: String?
            var source = ""
            var available: AvailableSize?
            var root: DocumentNode?
            let start = try reader.valueStart()
            try reader.members { reader, key in
                switch key {
                case "name": name = try reader.string()
                case "source": source = try reader.string()
                case "available": available = try Self.decodeAvailable(&reader)
                case "root":
                    var indices: [Int] = []
                    root = try DocumentNode.decode(&reader, indices: &indices)
                default: try reader.skipValue()
                }
            }
            try reader.end()
            guard let name else { throw JSONReader.Failure(offset: start, message: "the document has no \"name\"") }
            guard let available else { throw JSONReader.Failure(offset: start, message: "the document has no \"available\"") }
            guard let root else { throw JSONReader.Failure(offset: start, message: "the document has no \"root\"") }
            return GridDocument(name: name, source: source, available: available, root: root, path: path)
        } catch let failure as JSONReader.Failure {
            let (line, column) = JSONReader.Failure.position(of: failure.offset, in: bytes)
            throw DocumentError(kind: .malformed, file: path, line: line, column: column,
                                nodePath: failure.nodePath, message: failure.message)
        }
    }

    /// `{"width": number | "max-content" | "min-content", "height": ...}`.
    private static func decodeAvailable(_ reader: inout JSONReader) throws -> AvailableSize {
        let start = try reader.valueStart()
        var width: AvailableSpace?
        var height: AvailableSpace?
        try reader.members { reader, key in
            switch key {
            case "width": width = try decodeSpace(&reader, "available.width")
            case "height": height = try decodeSpace(&reader, "available.height")
            default: try reader.skipValue()
            }
        }
        guard let width, let height else {
            throw JSONReader.Failure(offset: start, message: "\"available\" needs a \"width\" and a \"height\"")
        }
        return AvailableSize(width: width, height: height)
    }

    private static func decodeSpace(_ reader: inout JSONReader, _ what: String) throws -> AvailableSpace {
        guard try reader.nextIsString() else { return .definite(try reader.number()) }
        let start = reader.offset
        switch try reader.string() {
        case "max-content": return .maxContent
        case "min-content": return .minContent
        case let other:
            throw reader.failure("\(what) must be a number, \"max-content\" or \"min-content\", not \"\(other)\"", at: start)
        }
    }
}

extension DocumentNode {
    /// Decodes a node; `indices` is the child index path from the root, for errors.
    static func decode(_ reader: inout JSONReader, indices: inout [Int]) throws -> DocumentNode {
        var node = DocumentNode()
        do {
            try reader.members { reader, key in
                switch key {
                case "style": node.style = try decodeStyle(&reader)
                case "children":
                    node.children = []
                    var index = 0
                    try reader.elements { reader in
                        indices.append(index)
                        node.children.append(try decode(&reader, indices: &indices))
                        indices.removeLast()
                        index += 1
                    }
                case "content": node.content = try decodeContent(&reader)
                case "expected": node.expected = try decodeRect(&reader)
                default: try reader.skipValue()
                }
            }
        } catch var failure as JSONReader.Failure where failure.nodePath == nil {
            // The innermost node catches first: it is the one the error is in.
            failure.nodePath = DocumentNode.path(indices)
            throw failure
        }
        return node
    }

    /// `root/children[2]/children[0]` for indices `[2, 0]`.
    static func path<Indices: Sequence<Int>>(_ indices: Indices) -> String {
        indices.reduce(into: "root") { $0 += "/children[\($1)]" }
    }

    private static func decodeStyle(_ reader: inout JSONReader) throws -> [String: String] {
        var style: [String: String] = [:]
        try reader.members { reader, property in
            guard try reader.nextIsString() else {
                throw reader.failure("style \"\(property)\" must be a string of CSS text")
            }
            let value = try reader.string()
            // As in the browser's inline style, a shorthand written after one of its
            // longhands overrides it (the dictionary alone would apply shorthands first).
            if !style.isEmpty && Style.isShorthand(property) {
                for name in style.keys where Style.shorthand(property, sets: name) { style[name] = nil }
            }
            style[property] = value
        }
        return style
    }

    private static func decodeContent(_ reader: inout JSONReader) throws -> WordsContent {
        let start = try reader.valueStart()
        var words: [Double]?
        var lineHeight: Double?
        var font: FontMetrics?
        try reader.members { reader, key in
            switch key {
            case "words":
                var widths: [Double] = []
                try reader.elements { reader in widths.append(try decodeNumber(&reader, "content.words")) }
                words = widths
            case "lineHeight": lineHeight = try decodeNumber(&reader, "content.lineHeight")
            case "font":
                // The fixtures' text model (SCHEMA.md, "Text model"): Ahem at 10 px.
                let fontStart = try reader.valueStart()
                let name = try reader.string()
                guard name == "ahem" else {
                    throw JSONReader.Failure(offset: fontStart, message: "\"content.font\" must be \"ahem\", not \"\(name)\"")
                }
                font = .ahem
            default: try reader.skipValue()
            }
        }
        guard let words, let lineHeight else {
            throw JSONReader.Failure(offset: start, message: "\"content\" needs \"words\" and \"lineHeight\"")
        }
        return WordsContent(widths: words, lineHeight: lineHeight, font: font)
    }

    private static func decodeRect(_ reader: inout JSONReader) throws -> Rect {
        let start = try reader.valueStart()
        var x, y, width, height: Double?
        try reader.members { reader, key in
            switch key {
            case "x": x = try decodeNumber(&reader, "expected.x")
            case "y": y = try decodeNumber(&reader, "expected.y")
            case "width": width = try decodeNumber(&reader, "expected.width")
            case "height": height = try decodeNumber(&reader, "expected.height")
            default: try reader.skipValue()
            }
        }
        guard let x, let y, let width, let height else {
            throw JSONReader.Failure(offset: start, message: "\"expected\" needs \"x\", \"y\", \"width\" and \"height\"")
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func decodeNumber(_ reader: inout JSONReader, _ what: String) throws -> Double {
        let first = try reader.peek()
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw reader.failure("\(what) must be a number")
        }
        return try reader.number()
    }
}
