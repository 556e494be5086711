import ArgumentParser

@main
struct LatticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "Lay out CSS grids with the Lattice engine.",
        subcommands: [DemoCommand.self, RenderCommand.self, LayoutCommand.self, ConformanceCommand.self, BenchCommand.self]
    )
}
