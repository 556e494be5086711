import Foundation
import FuzzSupport
import LatticeCore
import LatticeDocuments

/// The YAML target's seeds: the examples (`Examples/*.yaml`), and every fixture and
/// benchmark scenario at 100 items written in the YAML form (see ``YAMLWriter``).
enum YAMLSeeds {
    static func write(_ writer: inout SeedWriter) throws {
        for file in SeedWriter.files(in: writer.repository + "/Examples") where file.hasSuffix(".yaml") {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SeedError(message: "cannot read \(file)")
            }
            try writer.write([UInt8](data))
        }
        for document in try writer.documents() {
            try writer.write(YAMLWriter.text(of: document))
        }
    }
}
