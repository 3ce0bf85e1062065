import sys
from compiler.cli import load_library
from runtime import scenario as S
lib = load_library()
sc = S.load(sys.argv[1])
steps = sc.data["steps"]
n = int(sys.argv[2])
sc.data["steps"] = steps[:n]
m = S.run(sc, lib)
print("\n".join(m.log))
for p in m.players:
    print([c.defn.name for c in p.hand], [c.name for c in p.deck])
