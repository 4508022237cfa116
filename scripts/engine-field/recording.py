"""What the scripts that print recorded games for the engine's copies share
(greenberg-recordings.py, iocaine-recordings.py, sdfsdf-recordings.py, cb-recordings.py).

Each plays a public bot's own script through two games and prints the bot's throws, the other
player's and every draw the bot made, so that a test can feed the Swift copy the same draws and
check that it names every throw: 300 rounds against throws drawn at random, and 1,100 rounds
against a player who mostly throws what beats the bot's latest throw (long enough to pass round
1,000). The other player's throws come from one `random.Random` per bot, the second game's from
where the first left it.
"""
import contextlib
import importlib.util
import random

LETTERS = "RPS"


def load(path, name):
    """Imports a bot's file as a module."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextlib.contextmanager
def recording(function, seed):
    """Makes `random.<function>` (`choice` or `randrange`) draw from `random.Random(seed)` while
    the block runs, and yields the list of its draws."""
    draws = []
    drawing = random.Random(seed)

    def draw(*args):
        value = getattr(drawing, function)(*args)
        draws.append(value)
        return value

    saved = getattr(random, function)
    setattr(random, function, draw)
    try:
        yield draws
    finally:
        setattr(random, function, saved)


def letters(moves):
    """Moves, as indices into RPS or as letters, written as letters."""
    return "".join(move if isinstance(move, str) else LETTERS[move] for move in moves)


def rpscontest_bot(path):
    """An rpscontest script, run once a round with `input` set, as the contest ran it."""
    with open(path) as file:
        code = compile(file.read(), path, "exec")

    def new_bot():
        scope = {}

        def throw(own, other):
            scope["input"] = LETTERS[other[-1]] if other else ""
            exec(code, scope)
            return LETTERS.index(scope["output"])

        return throw

    return new_bot


def print_games(new_bot, throws, seeds, function="choice", title=None):
    """Plays and prints the two games. `new_bot()` is called once a game while the draws are
    recorded and gives a function of the bot's and the other player's moves so far that returns
    the bot's next move (0, 1 or 2); `throws` is the `random.Random` the other player's throws come
    from, `seeds` the two games' draw seeds."""
    games = (
        ("random", lambda step, own: throws.randrange(3), 300, seeds[0]),
        (
            "beat its latest",
            lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
            1100,
            seeds[1],
        ),
    )
    for game, other_of, rounds, seed in games:
        with recording(function, seed) as draws:
            throw = new_bot()
            own, other = [], []
            for step in range(rounds):
                own.append(throw(own, other))
                other.append(other_of(step, own))
        print(f"{title} {game}" if title else game)
        for moves in (own, other, draws):
            print(letters(moves))
