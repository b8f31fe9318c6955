"""The solver in the window: the panel that shows verdicts and runs the player's solver tasks."""
