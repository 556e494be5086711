import FuzzSupport

FuzzDriver.run({ data, size in
    YAMLTarget.test(UnsafeBufferPointer(start: data, count: size))
    return 0
}, seeds: YAMLSeeds.write)
