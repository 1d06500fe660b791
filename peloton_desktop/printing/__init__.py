"""Course sheets, team sheets and their pages: geometry (pure) and painting (QtGui)."""
