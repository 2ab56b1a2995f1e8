import HapModel
