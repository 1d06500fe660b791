"""Drawing shared by the game tables, the course editor and the printed sheets."""
