// ScrollAxis: the composite scroll axis (model, projection, solver). Pure: imports nothing.
