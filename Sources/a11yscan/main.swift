print("a11yscan")
