import Lattice
