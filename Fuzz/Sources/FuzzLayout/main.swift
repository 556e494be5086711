import Foundation
import FuzzSupport

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--reduce" {
    exit(TreeReducer.command(input: arguments[2], output: arguments[3]))
}
FuzzDriver.run({ data, size in
    LayoutTarget.test(UnsafeBufferPointer(start: data, count: size))
    return 0
}, seeds: LayoutSeeds.write, describe: { TreeCoding(decoding: $0).description })
