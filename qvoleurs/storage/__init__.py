"""Files the game keeps between runs: preferences, the game in progress, statistics."""
