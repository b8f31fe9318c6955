"""The solver session: what the player's solver knows and decides, below Qt.

`cache` holds the verdicts per position and ruleset, `session` the state of each position
(one enum), what the indicator searches next, what a hint says and what counts as help,
`tasks` the three things the player can ask the solver to do in the background. The Qt
panel (qvoleurs/ui/solver/) shows and forwards; it decides nothing.
"""
