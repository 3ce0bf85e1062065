"""The game's deck share codes (分享码): 3 characters and 30 action cards by their share ids, as
the game and the community's deck tools write them.

A code is 68 characters of base64 for 51 bytes.  The last byte is an offset added to each of the
other 50 (mod 256).  Those 50 bytes interleave two halves: byte 2i is byte i of the data and byte
2i+1 is byte 25+i.  The data are 33 share ids of 12 bits each, most significant bit first (the 3
characters, then the 30 cards), and 4 zero bits: 400 bits.  Every offset decodes to the same
deck; gicc writes offset 0, so a deck's code is fixed by its cards and their order."""
import base64
import binascii

IDS = 33
BITS = 12
DATA = 50


class ShareCodeError(ValueError):
    """A string that is no share code, or one naming cards the library does not have."""


def looks_like_code(text):
    """A deck argument that names no file and is meant as a share code: one word, not a path
    and not a YAML file's name (decoding it then says what is wrong with it)."""
    t = text.strip()
    return bool(t) and not any(c.isspace() for c in t) and not t.lower().endswith((".yaml", ".yml")) \
        and "\\" not in t and (len(t) >= 60 or "/" not in t)


def decode_ids(code):
    """The 33 share ids of a code, in its order: 3 characters, then 30 action cards."""
    text = code.strip()
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise ShareCodeError("%r is not a share code: it is not base64" % _short(text))
    if len(raw) != DATA + 1:
        raise ShareCodeError("%r is not a share code: it holds %d bytes, a share code %d (68 characters)"
                             % (_short(text), len(raw), DATA + 1))
    offset = raw[-1]
    mixed = [(b - offset) & 0xFF for b in raw[:DATA]]
    half = DATA // 2
    data = [0] * DATA
    for i in range(half):
        data[i], data[half + i] = mixed[2 * i], mixed[2 * i + 1]
    number = int.from_bytes(bytes(data), "big")
    total = DATA * 8
    return [(number >> (total - BITS * (k + 1))) & ((1 << BITS) - 1) for k in range(IDS)]


def encode_ids(ids, offset=0):
    """The code of 33 share ids (3 characters, then 30 action cards)."""
    if len(ids) != IDS or any(not 0 < i < (1 << BITS) for i in ids):
        raise ShareCodeError("a share code holds 33 share ids between 1 and 4095")
    number = 0
    for i in ids:
        number = (number << BITS) | i
    number <<= DATA * 8 - IDS * BITS
    data = number.to_bytes(DATA, "big")
    half = DATA // 2
    mixed = []
    for i in range(half):
        mixed += [data[i], data[half + i]]
    raw = bytes((b + offset) & 0xFF for b in mixed) + bytes([offset & 0xFF])
    return base64.b64encode(raw).decode("ascii")


def _short(text):
    return text if len(text) <= 24 else text[:21] + "..."
