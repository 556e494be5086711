@_exported import LatticeCore
