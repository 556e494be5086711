import FuzzSupport
import Foundation
import LatticeDocuments

/// The JSON target's seeds: the fixture files as they are, and the benchmark scenarios
/// at 100 items.
enum JSONSeeds {
    static func write(_ writer: inout SeedWriter) throws {
        for file in writer.fixtureFiles {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SeedError(message: "cannot read \(file)")
            }
            try writer.write([UInt8](data))
        }
        for scenario in BenchmarkScenario.allCases {
            try writer.write(scenario.json(items: 100))
        }
    }
}
