"""The table: the scene, card and pile items, their layout, card art, the view and its overlays."""
