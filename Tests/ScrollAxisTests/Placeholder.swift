// Tests arrive with the axis model.
