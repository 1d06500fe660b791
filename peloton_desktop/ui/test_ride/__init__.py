"""Test-ride a course from the editor or the library (issue 45): ask, ride on the
pool off the GUI thread, chart what the races show, compare with the ride before."""
