import Formwork
print("hello")
