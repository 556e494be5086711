import FuzzSupport

FuzzDriver.run({ data, size in
    CSSTarget.test(UnsafeBufferPointer(start: data, count: size))
    return 0
}, seeds: CSSSeeds.write)
