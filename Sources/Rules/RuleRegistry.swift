import BridgeLint
