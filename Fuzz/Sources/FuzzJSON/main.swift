import FuzzSupport

FuzzDriver.run({ data, size in
    JSONTarget.test(UnsafeBufferPointer(start: data, count: size))
    return 0
}, seeds: JSONSeeds.write)
