import Foundation
import Lattice
import LatticeRender
import LatticeGallery
import LatticeDocuments

/// Reading a command's FILE: the fixture JSON format or the YAML form.
public enum InputDocument {
    /// The document in the file at `path`: JSON when it ends in `.json` or starts
    /// with `{`, YAML otherwise.
    ///
    /// - Throws: ``InputError`` naming the file and, where known, the line and column.
    public static func read(_ path: String) throws -> StyledDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: path, "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(file: path, "is a folder: expected a .json or .yaml file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the file")
        }
        return try read(data, path: path)
    }

    /// The document in `data`, the contents of the file at `path` (which only names it
    /// in errors, and tells the format: see ``read(_:)``).
    ///
    /// - Throws: ``InputError`` naming the file and, where known, the line and column.
    public static func read(_ data: Data, path: String) throws -> StyledDocument {
        let lowered = path.lowercased()
        let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        let isJSON = lowered.hasSuffix(".json")
            || (!lowered.hasSuffix(".yaml") && !lowered.hasSuffix(".yml") && firstByte == UInt8(ascii: "{"))
        if isJSON {
            do {
                return StyledDocument(try GridDocument(json: data, path: path))
            } catch let error as DocumentError {
                throw InputError(error)
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected UTF-8 text")
        }
        return try YAMLDocumentReader.read(text, path: path)
    }

    /// `document` laid out, with CSS errors as ``InputError``s.
    public static func layout(_ document: StyledDocument) throws -> (node: Node, layout: NodeLayout) {
        do {
            return try document.layout()
        } catch let error as DocumentError {
            throw InputError(error)
        }
    }

    /// Parses a `--width`/`--height` value: pixels, `max-content` or `min-content`.
    public static func space(_ text: String) -> AvailableSpace? {
        switch text.lowercased() {
        case "max-content": return .maxContent
        case "min-content": return .minContent
        default:
            let number = Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text)
            guard let number, number.isFinite, number >= 0 else { return nil }
            return .definite(number)
        }
    }
}
