"""The laptop side of the players' phones: the seats on phones and Game › Phones…"""
