// BenchKit: see README.md for what this module holds. Its contents arrive with its issue.
