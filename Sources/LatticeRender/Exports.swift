@_exported import Lattice
