// SwivelKit: see shared/DESIGN.md. Types arrive with their issues.
