import Formwork
